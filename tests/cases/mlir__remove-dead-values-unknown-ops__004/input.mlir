
// graph region in unregistered op
func.func @graph(%v: i32) {
  "foo.graph"() ({
    %a = "foo.a"(%b) : (i32) -> i32
    %b = "foo.b"(%a) : (i32) -> i32
    %c = arith.addi %v, %v : i32
  }) : () -> ()
  return
}

