
func.func @muli(%x: i32, %v: vector<4xi32>) -> (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %s0 = arith.constant dense<0> : vector<4xi32>
  %s1 = arith.constant dense<1> : vector<4xi32>
  %2 = arith.muli %v, %s0 : vector<4xi32>
  %3 = arith.muli %v, %s1 : vector<4xi32>
  %big = arith.constant 65537 : i32
  %4 = arith.muli %big, %big : i32
  %w = arith.constant 18446744073709551616 : i128
  %5 = arith.muli %w, %w : i128
  %t = arith.constant true
  %6 = arith.muli %t, %t : i1
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1
}

