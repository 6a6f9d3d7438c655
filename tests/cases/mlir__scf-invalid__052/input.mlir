
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
