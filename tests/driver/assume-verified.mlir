// ARGS: --allow-unregistered-dialect --mlir-print-assume-verified
// Valid IR prints the same with or without the flag.
%0 = "t.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
module @m attributes {t.x = affine_map<(d0) -> (d0)>} {
  "t.b"() : () -> ()
}
