"""Pick-and-place routine."""

from robot.hardware.arm.gripper import GripperController


def pick(bus, item_weight_kg):
    gripper = GripperController(bus)
    gripper.open()
    gripper.close(force=10.0 + 15.0 * item_weight_kg)
    return gripper
