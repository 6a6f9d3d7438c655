
func.func @select_scalar_cond_vector(%c: i1) -> vector<2xi32> {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = arith.select %c, %a, %b : vector<2xi32>
  return %0 : vector<2xi32>
}
