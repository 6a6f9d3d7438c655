module {
  func.func @index_switch_dead(%arg0: index, %arg1: i32) -> i32 {
    %0:2 = scf.index_switch %arg0 -> i32, i32 
    case 1 {
      %1 = "test.one"() : () -> i32
      scf.yield %1, %arg1 : i32, i32
    }
    default {
      %1 = "test.default"() : () -> i32
      scf.yield %1, %arg1 : i32, i32
    }
    return %0#1 : i32
  }
}

