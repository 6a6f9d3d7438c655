
func.func @f(%a: index, %x: i32) {
  scf.for %i = %a to %a step %a : f32 {
  }
  return
}
// expected-error@-4 {{use of value '%a' expects different type than prior uses: 'f32' vs 'index'}}
// expected-note@-6 {{prior use here}}
