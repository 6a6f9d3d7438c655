module {
  func.func @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  "test.outer"() ({
    func.func @l1(%arg0: i32) -> i32 {
      %0 = arith.addi %arg0, %arg0 : i32
      return %0 : i32
    }
    "test.mid"() ({
      func.func @l2(%arg0: i32, %arg1: i32) -> (i32, i32) {
        %0:2 = "test.pair"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
        return %0#1, %0#0 : i32, i32
      }
      "test.inner"() ({
        func.func @l3() {
          %0 = "test.x"() : () -> i32
          cf.br ^bb1(%0 : i32)
        ^bb1(%1: i32):  // pred: ^bb0
          "test.use"(%1) : (i32) -> ()
          return
        }
      }, {
        func.func @l3b() {
          %c1_i32 = arith.constant 1 : i32
          return
        }
      }) : () -> ()
    }) : () -> ()
    func.func @l1b() {
      return
    }
  }) : () -> ()
  func.func @bottom() {
    return
  }
}

