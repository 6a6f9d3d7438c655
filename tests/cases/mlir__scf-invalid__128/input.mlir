
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  return
}
// expected-error@-2 {{custom op 'scf.index_switch' expected 'default'}}
