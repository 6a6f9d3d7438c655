
module {
  module @b {
    module @c attributes {sym_visibility = "private"} {
      func.func nested @h(%x: i32, %dead: i32) -> (i32, i32) {
        %c = arith.constant 1 : i32
        return %x, %c : i32, i32
      }
    }
    func.func @caller(%v: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %true = arith.constant true
      %r = scf.if %true -> i32 {
        scf.yield %v : i32
      } else {
        scf.yield %c1 : i32
      }
      return %r : i32
    }
  }
}
