module {
  func.func @index_switch(%arg0: index) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield %c10_i32 : i32
    }
    case 5 {
      %c20_i32 = arith.constant 20 : i32
      scf.yield %c20_i32 : i32
    }
    default {
      %c30_i32 = arith.constant 30 : i32
      scf.yield %c30_i32 : i32
    }
    return %0 : i32
  }
}

