module {
  func.func @index_switch(%arg0: i32) -> (i32, i32) {
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %0 = scf.index_switch %c2 -> i32 
    case 1 {
      %2 = "test.one"() : () -> i32
      scf.yield %2 : i32
    }
    case 2 {
      %2 = "test.two"() : () -> i32
      scf.yield %2 : i32
    }
    default {
      scf.yield %arg0 : i32
    }
    %1 = scf.index_switch %c7 -> i32 
    case 1 {
      %2 = "test.one"() : () -> i32
      scf.yield %2 : i32
    }
    default {
      %2 = "test.default"() : () -> i32
      scf.yield %2 : i32
    }
    return %0, %1 : i32, i32
  }
}

