module {
  module @b {
    module @c attributes {sym_visibility = "private"} {
      func.func nested @h(%arg0: i32, %arg1: i32) -> (i32, i32) {
        %c1_i32 = arith.constant 1 : i32
        return %arg0, %c1_i32 : i32, i32
      }
    }
    func.func @caller(%arg0: i32) -> i32 {
      %c1_i32 = arith.constant 1 : i32
      %true = arith.constant true
      %0 = scf.if %true -> (i32) {
        scf.yield %arg0 : i32
      } else {
        scf.yield %c1_i32 : i32
      }
      return %0 : i32
    }
  }
}

