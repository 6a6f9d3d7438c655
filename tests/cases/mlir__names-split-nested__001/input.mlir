
// Several levels of unregistered ops, functions at each.
func.func @top(%a: i32) -> i32 {
  return %a : i32
}
"test.outer"() ({
  func.func @l1(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  "test.mid"() ({
    func.func @l2(%a: i32, %b: i32) -> (i32, i32) {
      %0:2 = "test.pair"(%a, %b) : (i32, i32) -> (i32, i32)
      return %0#1, %0#0 : i32, i32
    }
    "test.inner"() ({
      func.func @l3() {
        %0 = "test.x"() : () -> i32
        cf.br ^bb1(%0 : i32)
      ^bb1(%1: i32):
        "test.use"(%1) : (i32) -> ()
        return
      }
    }, {
      func.func @l3b() {
        %c1 = arith.constant 1 : i32
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

