
func.func @index_switch_dead(%i: index, %a: i32) -> i32 {
  %0:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  return %0#1 : i32
}

