
// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_func() attributes {gpu.container_module} {
  return
}

