
func.func @poison_folds_through_arith(%a: i32) -> (i32, vector<4xi32>) {
  %p = ub.poison : i32
  %0 = arith.addi %a, %p : i32
  %pv = ub.poison : vector<4xi32>
  %c = arith.constant dense<1> : vector<4xi32>
  %1 = arith.muli %pv, %c : vector<4xi32>
  return %0, %1 : i32, vector<4xi32>
}

