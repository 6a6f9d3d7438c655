
func.func @select_vector_patterns(%c: vector<2xi1>, %a: vector<2xi32>, %b: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %t = arith.constant dense<true> : vector<2xi1> loc("t")
  %n = arith.xori %c, %t : vector<2xi1> loc("n")
  %0 = arith.select %n, %a, %b : vector<2xi1>, vector<2xi32> loc("r0")
  %one = arith.constant dense<1> : vector<2xi32> loc("one")
  %zero = arith.constant dense<0> : vector<2xi32> loc("zero")
  %1 = arith.select %c, %one, %zero : vector<2xi1>, vector<2xi32> loc("r1")
  return %0, %1 : vector<2xi32>, vector<2xi32> loc("ret")
} loc("f")

