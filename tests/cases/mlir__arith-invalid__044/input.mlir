
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0:2 = arith.addui_extended %i, %i : i32, i32
  return
}
// expected-error@-3 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
