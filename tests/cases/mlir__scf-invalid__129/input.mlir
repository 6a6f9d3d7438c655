
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case foo {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-7 {{custom op 'scf.index_switch' expected integer value}}
