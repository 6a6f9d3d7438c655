
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x, %x : i32, i32
  }) : (index, index, index, i32) -> i32
  return
}
// expected-error@-6 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
