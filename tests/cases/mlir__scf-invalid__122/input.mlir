
func.func @f(%a: index, %x: i32) {
  scf.for %i = %a to %a step %a {
    scf.yield %x : i32
  }
  return
}
// expected-error@-5 {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
