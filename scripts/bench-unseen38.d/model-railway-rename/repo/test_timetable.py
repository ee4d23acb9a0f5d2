import unittest

from timetable import calc_run_time, departure_board, longest_service


class RunTimeTests(unittest.TestCase):
    def test_single_section(self):
        # 2.8 m of viaduct is about 213 m at full size
        self.assertEqual(calc_run_time(["viaduct"], 30), 0.4)

    def test_whole_route(self):
        self.assertEqual(calc_run_time(["station_loop", "branch_line"], 40), 1.1)

    def test_unknown_section(self):
        with self.assertRaises(KeyError):
            calc_run_time(["car_park"], 30)

    def test_board_line(self):
        board = departure_board([("09:30", "Milk Train", ["goods_yard"], 20)])
        self.assertEqual(board[0], "09:30  Milk Train           0.4 min")

    def test_longest(self):
        services = [("09:00", "A", ["viaduct"], 30), ("09:10", "B", ["branch_line"], 30)]
        self.assertEqual(longest_service(services)[0], "B")


if __name__ == "__main__":
    unittest.main()
