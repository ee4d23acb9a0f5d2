from calc import add, multiply

print(add(2, 3), multiply(2, 3))
