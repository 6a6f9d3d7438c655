// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
%0:2 = "t.pair"() : () -> (i32, i64)
"t.use"(%0#1, %0#0) : (i64, i32) -> ()
