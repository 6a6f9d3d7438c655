
"test.op"() ({
^bb0(%a: i32):
  "test.yield"() : () -> ()
}) {arg_attrs = [{bufferization.writable = true}]} : () -> ()
