
func.func @f(%a: index, %x: i32) {
  %0 = scf.index_switch %a -> i32
  default {
  }
  return
}
// expected-error@-5 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
// expected-note@-6 {{see yield operation here}}
