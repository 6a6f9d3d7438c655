
func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shrui %x, %c0 : i32
  %2 = arith.shrsi %x, %c0 : i32
  %a = arith.constant -16 : i32
  %c2 = arith.constant 2 : i32
  %3 = arith.shli %a, %c2 : i32
  %4 = arith.shrui %a, %c2 : i32
  %5 = arith.shrsi %a, %c2 : i32
  %c32 = arith.constant 32 : i32
  %6 = arith.shli %a, %c32 : i32
  %7 = arith.shrsi %a, %c32 : i32
  %cm = arith.constant -1 : i32
  %8 = arith.shrui %a, %cm : i32
  %va = arith.constant dense<[5, 7]> : vector<2xi32>
  %vb = arith.constant dense<[40, 2]> : vector<2xi32>
  %9 = arith.shli %va, %vb : vector<2xi32>
  %vc = arith.constant dense<[2, 40]> : vector<2xi32>
  %10 = arith.shli %va, %vc : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
}

