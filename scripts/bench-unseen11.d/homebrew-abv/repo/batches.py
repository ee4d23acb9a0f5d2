from brewday import abv, attenuation, gravity_points

BATCHES = [
    {"name": "Oatmeal Stout", "og": 1.058, "fg": 1.016},
    {"name": "Summer Saison", "og": 1.050, "fg": 1.004},
    {"name": "Hazy IPA", "og": 1.064, "fg": 1.012},
]


def label(batch):
    og, fg = batch["og"], batch["fg"]
    return (
        f"{batch['name']}: {abv(og, fg)}% ABV, "
        f"OG {gravity_points(og)}, {attenuation(og, fg)}% attenuation"
    )


if __name__ == "__main__":
    for batch in BATCHES:
        print(label(batch))
