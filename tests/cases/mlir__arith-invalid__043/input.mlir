
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0:3 = arith.addui_extended %i, %i : i32, i1
  return
}
// expected-error@-3 {{operation defines 2 results but was provided 3 to bind}}
