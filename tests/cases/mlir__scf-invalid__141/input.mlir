
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> f32
  return
}
// expected-error@-6 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
