
module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
    "gpu.func"() ({
    ^bb0(%arg0: i32):
      "gpu.return"() : () -> ()
    }) {function_type = (f32) -> (), sym_name = "k"} : () -> ()
  }
}

