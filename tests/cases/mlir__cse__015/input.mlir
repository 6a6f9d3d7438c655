
// Top-level ops of a module are in a graph region.
%0 = "foo.def"() : () -> i32
%1 = arith.addi %0, %0 : i32
%2 = arith.addi %0, %0 : i32
"foo.use"(%1, %2) : (i32, i32) -> ()

