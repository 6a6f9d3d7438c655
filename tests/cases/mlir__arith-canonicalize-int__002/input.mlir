
func.func @subi(%x: i32, %y: i32, %t: tensor<?xi32>, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>) {
  %0 = arith.subi %x, %x : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.subi %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %2 = arith.subi %a, %y : i32
  %3 = arith.subi %a, %x : i32
  %m = arith.constant -2147483648 : i32
  %one = arith.constant 1 : i32
  %4 = arith.subi %m, %one : i32
  %5 = arith.subi %t, %t : tensor<?xi32>
  %6 = arith.subi %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>
}

