"builtin.module"() ({
  "test.op"() ({
  ^bb0(%arg0: i32):
    "test.yield"() : () -> ()
  }) {arg_attrs = [{bufferization.writable = true}]} : () -> ()
}) : () -> ()

