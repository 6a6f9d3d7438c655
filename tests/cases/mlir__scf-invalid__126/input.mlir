
func.func @f(%c: i1, %x: i32) {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  } {no_inline}
  return
}
// expected-error@-5 {{custom op 'scf.execute_region' attribute 'no_inline' occurs more than once in the attribute list}}
