
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() <{no_inline = 1 : i32}> ({
    scf.yield
  }) : () -> ()
  return
}
// expected-error@-5 {{invalid properties {no_inline = 1 : i32} for op scf.execute_region: Invalid attribute `no_inline` in property conversion: 1 : i32}}
