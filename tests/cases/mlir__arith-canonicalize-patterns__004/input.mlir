
func.func @subi_sub(%a: i32, %b: i32, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, vector<2xi8>) {
  %s = arith.subi %a, %b overflow<nsw> : i32 loc("s")
  %0 = arith.subi %s, %a overflow<nsw> : i32 loc("r0")
  %t = arith.subi %v, %w : vector<2xi8> loc("t")
  %1 = arith.subi %t, %v : vector<2xi8> loc("r1")
  return %0, %1 : i32, vector<2xi8> loc("ret")
} loc("f")

