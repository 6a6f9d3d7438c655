
func.func @bitwise_constants() -> (i8, i8, i8, vector<2xi8>, i1, i1) {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  %va = arith.constant dense<[1, 2]> : vector<2xi8>
  %vb = arith.constant dense<[3, 3]> : vector<2xi8>
  %3 = arith.xori %va, %vb : vector<2xi8>
  %t = arith.constant true
  %f = arith.constant false
  %4 = arith.andi %t, %f : i1
  %5 = arith.xori %t, %t : i1
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, vector<2xi8>, i1, i1
}

