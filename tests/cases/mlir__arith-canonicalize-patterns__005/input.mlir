
func.func @extended(%x: i32, %y: i32, %v: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
  %s, %o = arith.addui_extended %x, %y : i32, i1 loc("add")
  %l, %h = arith.mulsi_extended %x, %y : i32 loc("muls")
  %ul, %uh = arith.mului_extended %x, %y : i32 loc("mulu")
  %c1 = arith.constant 1 : i32 loc("c1")
  %l1, %h1 = arith.mulsi_extended %x, %c1 : i32 loc("muls1")
  %v1 = arith.constant dense<1> : vector<2xi16> loc("v1")
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<2xi16> loc("vmuls1")
  return %s, %l, %ul, %l1, %h1, %vl, %vh : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16> loc("ret")
} loc("f")

