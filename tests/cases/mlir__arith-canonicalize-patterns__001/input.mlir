
func.func @addi_mul_negative_one(%x: i32, %y: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
  %m1 = arith.constant -1 : i32 loc("m1")
  %m = arith.muli %y, %m1 overflow<nsw> : i32 loc("m")
  %0 = arith.addi %x, %m overflow<nsw> : i32 loc("r0")
  %n = arith.muli %x, %m1 : i32 loc("n")
  %1 = arith.addi %n, %y : i32 loc("r1")
  %vm1 = arith.constant dense<-1> : vector<4xi32> loc("vm1")
  %vm = arith.muli %w, %vm1 : vector<4xi32> loc("vm")
  %2 = arith.addi %v, %vm : vector<4xi32> loc("r2")
  return %0, %1, %2 : i32, i32, vector<4xi32> loc("ret")
} loc("f")

