
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> i32 {
    scf.yield %b : f32
  }
  return
}
// expected-error@-5 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
