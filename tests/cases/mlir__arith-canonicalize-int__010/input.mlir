
func.func @ceil_floor_edges() -> (i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>) {
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %0 = arith.floordivsi %m, %n : i32
  %1 = arith.ceildivsi %m, %two : i32
  %2 = arith.ceildivui %m, %c0 : i32
  %3 = arith.floordivsi %m, %c0 : i32
  %max = arith.constant -1 : i8
  %three = arith.constant 3 : i8
  %4 = arith.ceildivui %max, %three : i8
  %z = arith.constant 0 : i8
  %5 = arith.ceildivsi %z, %three : i8
  %va = arith.constant dense<[-2147483648, 7]> : vector<2xi32>
  %vb = arith.constant dense<[-1, 2]> : vector<2xi32>
  %6 = arith.floordivsi %va, %vb : vector<2xi32>
  %wa = arith.constant dense<[5, 7]> : vector<2xi32>
  %wb = arith.constant dense<[0, 2]> : vector<2xi32>
  %7 = arith.floordivsi %wa, %wb : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>
}

