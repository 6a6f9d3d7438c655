module {
  func.func @index_switch_dead(%arg0: index, %arg1: i32) -> i32 {
    scf.index_switch %arg0 
    case 1 {
      %0 = "test.one"() : () -> i32
      scf.yield
    }
    default {
      %0 = "test.default"() : () -> i32
    }
    return %arg1 : i32
  }
}

