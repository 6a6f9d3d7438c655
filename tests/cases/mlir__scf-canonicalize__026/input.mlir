
func.func @index_switch(%a: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  %1 = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x : i32
  }
  return %0, %1 : i32, i32
}

