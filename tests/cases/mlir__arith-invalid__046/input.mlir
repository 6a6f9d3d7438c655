
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.foo %i : i32
  return
}
// expected-error@-3 {{custom op 'arith.foo' is unknown}}
