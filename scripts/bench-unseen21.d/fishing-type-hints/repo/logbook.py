"""Print today's catch log."""

from catch import bag_summary

TODAY = [("trout", 31.0), ("trout", 22.5), ("pike", 72.0), ("pike", 80.0), ("perch", 19.0)]

if __name__ == "__main__":
    kept, released = bag_summary(TODAY)
    for species in sorted(kept):
        print(f"kept {kept[species]} {species}")
    print(f"released {released}")
