
func.func @rem(%x: i32, %v: vector<4xi32>, %t: tensor<4xi32>) -> (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.remui %x, %c1 : i32
  %1 = arith.remsi %x, %c1 : i32
  %s1 = arith.constant dense<1> : vector<4xi32>
  %2 = arith.remsi %v, %s1 : vector<4xi32>
  %t1 = arith.constant dense<1> : tensor<4xi32>
  %3 = arith.remui %t, %t1 : tensor<4xi32>
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %4 = arith.remui %c7, %c0 : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %5 = arith.remsi %m, %n : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32
}

