
func.func @and_or_of_ext(%x: i8, %y: i8, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi32>) {
  %ex = arith.extui %x : i8 to i32 loc("ex")
  %ey = arith.extui %y : i8 to i32 loc("ey")
  %0 = arith.andi %ex, %ey : i32 loc("r0")
  %1 = arith.ori %ex, %ey : i32 loc("r1")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %2 = arith.andi %sx, %sy : i32 loc("r2")
  %3 = arith.ori %sx, %sy : i32 loc("r3")
  %ev = arith.extsi %v : vector<2xi8> to vector<2xi32> loc("ev")
  %ew = arith.extsi %w : vector<2xi8> to vector<2xi32> loc("ew")
  %4 = arith.ori %ev, %ew : vector<2xi32> loc("r4")
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi32> loc("ret")
} loc("f")

