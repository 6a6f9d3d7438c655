
func.func @f(%a: index, %x: i32) {
  scf.for unsigned %i = %a to %a step %a {
  } {unsignedCmp}
  return
}
// expected-error@-4 {{custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list}}
