from roasting import plan_batches, roast_level, weight_loss_percent

LOG = [("Ethiopia Guji", 4000, 3480), ("Brazil Cerrado", 5000, 4200), ("Colombia Huila", 3000, 2580)]


if __name__ == "__main__":
    for bean, green, roasted in LOG:
        loss = weight_loss_percent(green, roasted)
        print(f"{bean}: {loss}% loss, {roast_level(loss)}")
    print("Batches for 12 kg roasted:", plan_batches(12000))
