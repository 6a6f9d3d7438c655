
"test.op"() : () -> !llvm.struct<"a", (ptr)>
// expected-error @+1 {{identified type already used with a different body}}
"test.op"() : () -> !llvm.struct<"a", (i32)>

