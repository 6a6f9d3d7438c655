
func.func @bitwise_more(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %m1 = arith.constant -1 : i32
  %n = arith.xori %x, %m1 : i32
  %0 = arith.ori %n, %x : i32
  %1 = arith.ori %x, %x : i32
  %c0 = arith.constant 0 : i32
  %2 = arith.xori %x, %c0 : i32
  %3 = arith.xori %x, %x : i32
  %a = arith.xori %x, %y : i32
  %4 = arith.xori %a, %y : i32
  %5 = arith.xori %a, %x : i32
  %6 = arith.xori %y, %a : i32
  %7 = arith.xori %x, %a : i32
  %sm = arith.constant dense<-1> : vector<4xi32>
  %8 = arith.andi %v, %sm : vector<4xi32>
  %9 = arith.ori %v, %sm : vector<4xi32>
  %10 = arith.xori %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

